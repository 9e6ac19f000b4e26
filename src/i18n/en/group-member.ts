/** The add-member wizard of a group: member information, next of kin, save. */
export const groupMember = {
  title: 'Add member',
  loading: 'Loading the group’s members ...',
  stepsLabel: 'Add member steps',
  steps: {
    member: 'Member Information',
    memberHint: 'The member’s details and position in the group',
    nextOfKin: 'Next of Kin',
    nextOfKinHint: 'One or two people to contact',
  },
  fields: {
    position: 'Position',
  },
  positions: {
    'chair-person': 'Chair person',
    'vice-chair-person': 'Vice chair person',
    treasurer: 'Treasurer',
    member: 'Member',
  },
  taken: '{{position}} (taken)',
  idTypes: {
    NIDA: 'NIDA',
    voting_id: 'Voting ID',
    passport: 'Passport',
    driving_licence: 'Driving licence',
  },
  idNumberIsNextOfKin: 'This id number belongs to a listed next of kin',
  kinRequired: 'Please add at least one next of kin before saving.',
  save: 'Save',
  saving: 'Saving ...',
  retry: 'Try again',
  failed: 'The member was not added: {{message}}',
  toasts: {
    adding: 'Adding Member.',
    added: 'Member added successfully.',
    failed: 'Failed to add new group member.',
    waits: 'The new member waits for approval',
    waitsBody:
      "The group is covered: another staff member must approve the addition. The group's page shows it until then.",
  },
} as const;
