// Generated from openapi.yaml by scripts/gen-field-shapes.ts (npm run gen:api): do not edit.
// The one source of every field shape the forms check (lengths, patterns, enums, required).

export const FIELD_SHAPES = {
  "BeneficiaryInput": {
    "firstName": {
      "required": true,
      "type": "string",
      "minLength": 2,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "middleName": {
      "required": false,
      "type": "string",
      "minLength": 2,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "lastName": {
      "required": true,
      "type": "string",
      "minLength": 2,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "sex": {
      "required": true,
      "type": "string",
      "enum": [
        "male",
        "female"
      ]
    },
    "dob": {
      "required": true,
      "type": "string",
      "format": "date"
    },
    "relationship": {
      "required": true,
      "type": "integer",
      "enum": [
        2,
        3
      ]
    },
    "copyOfProof": {
      "required": false,
      "type": "string",
      "pattern": "^/api/v1/files/[0-9a-fA-F-]{36}$"
    }
  },
  "ClaimDecisionInput": {
    "action": {
      "required": true,
      "type": "string",
      "enum": [
        "approve",
        "reject"
      ]
    },
    "reason": {
      "required": false,
      "type": "string",
      "minLength": 3,
      "maxLength": 500
    }
  },
  "ClaimInput": {
    "holderKind": {
      "required": true,
      "type": "string",
      "enum": [
        "customer",
        "diaspora"
      ]
    },
    "holderId": {
      "required": true,
      "type": "string",
      "format": "uuid"
    },
    "beneficiaryId": {
      "required": false,
      "type": "string",
      "format": "uuid"
    },
    "type": {
      "required": true,
      "type": "string",
      "enum": [
        "repatriation",
        "funeral"
      ]
    },
    "eventDate": {
      "required": true,
      "type": "string",
      "format": "date"
    },
    "amount": {
      "required": true,
      "type": "integer",
      "minimum": 1,
      "maximum": 50000000
    },
    "documents": {
      "required": false,
      "type": "array",
      "maxItems": 10
    },
    "schoolingProof": {
      "required": false,
      "type": "object"
    }
  },
  "CustomerInput": {
    "firstName": {
      "required": true,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "middleName": {
      "required": false,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "lastName": {
      "required": true,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "email": {
      "required": false,
      "type": "string",
      "format": "email",
      "maxLength": 254
    },
    "mobile": {
      "required": true,
      "type": "string",
      "pattern": "^(\\+255|255|0)?[67][0-9]{8}$"
    },
    "dob": {
      "required": true,
      "type": "string",
      "format": "date"
    },
    "sex": {
      "required": true,
      "type": "string",
      "enum": [
        "male",
        "female",
        "other"
      ]
    },
    "maritalStatus": {
      "required": true,
      "type": "string",
      "enum": [
        "married",
        "single"
      ]
    },
    "idType": {
      "required": true,
      "type": "integer",
      "enum": [
        1,
        2,
        3
      ]
    },
    "idNumber": {
      "required": true,
      "type": "string",
      "minLength": 10,
      "maxLength": 40
    },
    "idCopy": {
      "required": false,
      "type": "string",
      "pattern": "^/api/v1/files/[0-9a-fA-F-]{36}$"
    },
    "address": {
      "required": true,
      "type": "string",
      "minLength": 4,
      "maxLength": 200
    },
    "accountNumber": {
      "required": true,
      "type": "string",
      "pattern": "^[0-9]{10,20}$"
    },
    "policyId": {
      "required": false,
      "type": "string",
      "format": "uuid"
    },
    "language": {
      "required": false,
      "type": "string",
      "enum": [
        "en",
        "sw"
      ]
    },
    "nextOfKins": {
      "required": true,
      "type": "array",
      "minItems": 1,
      "maxItems": 2
    }
  },
  "CustomerUpdateInput": {
    "firstName": {
      "required": true,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "middleName": {
      "required": false,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "lastName": {
      "required": true,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "email": {
      "required": false,
      "type": "string",
      "format": "email",
      "maxLength": 254
    },
    "mobile": {
      "required": true,
      "type": "string",
      "pattern": "^(\\+255|255|0)?[67][0-9]{8}$"
    },
    "dob": {
      "required": true,
      "type": "string",
      "format": "date"
    },
    "sex": {
      "required": true,
      "type": "string",
      "enum": [
        "male",
        "female",
        "other"
      ]
    },
    "maritalStatus": {
      "required": true,
      "type": "string",
      "enum": [
        "married",
        "single"
      ]
    },
    "idType": {
      "required": true,
      "type": "integer",
      "enum": [
        1,
        2,
        3
      ]
    },
    "idNumber": {
      "required": true,
      "type": "string",
      "minLength": 10,
      "maxLength": 40
    },
    "idCopy": {
      "required": false,
      "type": "string",
      "pattern": "^/api/v1/files/[0-9a-fA-F-]{36}$"
    },
    "address": {
      "required": true,
      "type": "string",
      "minLength": 4,
      "maxLength": 200
    },
    "accountNumber": {
      "required": false,
      "type": "string",
      "pattern": "^[0-9]{10,20}$"
    },
    "policyId": {
      "required": false,
      "type": "string",
      "format": "uuid"
    },
    "language": {
      "required": false,
      "type": "string",
      "enum": [
        "en",
        "sw"
      ]
    },
    "nextOfKins": {
      "required": true,
      "type": "array",
      "minItems": 1,
      "maxItems": 2
    }
  },
  "DeletionDecisionInput": {
    "deletionId": {
      "required": true,
      "type": "string",
      "format": "uuid"
    },
    "decision": {
      "required": true,
      "type": "string",
      "enum": [
        "approve",
        "reject"
      ]
    },
    "reason": {
      "required": false,
      "type": "string",
      "minLength": 3,
      "maxLength": 500
    }
  },
  "DeletionRequestInput": {
    "reason": {
      "required": true,
      "type": "string",
      "minLength": 3,
      "maxLength": 500
    }
  },
  "DiasporaInput": {
    "firstName": {
      "required": true,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "middleName": {
      "required": false,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "lastName": {
      "required": true,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "email": {
      "required": true,
      "type": "string",
      "format": "email",
      "maxLength": 254
    },
    "mobile": {
      "required": true,
      "type": "string",
      "minLength": 9,
      "maxLength": 20,
      "pattern": "^\\+?[0-9][0-9 -]{7,18}[0-9]$"
    },
    "dob": {
      "required": true,
      "type": "string",
      "format": "date"
    },
    "sex": {
      "required": true,
      "type": "string",
      "enum": [
        "male",
        "female"
      ]
    },
    "maritalStatus": {
      "required": true,
      "type": "string",
      "enum": [
        "married",
        "single"
      ]
    },
    "idType": {
      "required": true,
      "type": "integer",
      "enum": [
        1,
        2,
        3
      ]
    },
    "idNumber": {
      "required": true,
      "type": "string",
      "minLength": 9,
      "maxLength": 40
    },
    "accountNumber": {
      "required": true,
      "type": "string",
      "pattern": "^[0-9]{10,20}$"
    },
    "idCopy": {
      "required": false,
      "type": "string",
      "pattern": "^/api/v1/files/[0-9a-fA-F-]{36}$"
    },
    "policyId": {
      "required": false,
      "type": "string",
      "format": "uuid"
    },
    "address": {
      "required": true,
      "type": "string",
      "minLength": 4,
      "maxLength": 200
    },
    "language": {
      "required": false,
      "type": "string",
      "enum": [
        "en",
        "sw"
      ]
    },
    "beneficiaries": {
      "required": true,
      "type": "array",
      "minItems": 1,
      "maxItems": 5
    }
  },
  "GroupInput": {
    "name": {
      "required": true,
      "type": "string",
      "minLength": 3,
      "maxLength": 120
    },
    "membersCount": {
      "required": true,
      "type": "integer",
      "minimum": 1,
      "maximum": 100000
    },
    "address": {
      "required": true,
      "type": "string",
      "minLength": 3,
      "maxLength": 200
    },
    "accountNumber": {
      "required": true,
      "type": "string",
      "pattern": "^[0-9]{10,20}$"
    },
    "policyId": {
      "required": true,
      "type": "string",
      "format": "uuid"
    },
    "documents": {
      "required": false,
      "type": "object"
    },
    "chairperson": {
      "required": true,
      "type": "object"
    },
    "secretary": {
      "required": true,
      "type": "object"
    },
    "treasurer": {
      "required": true,
      "type": "object"
    },
    "language": {
      "required": false,
      "type": "string",
      "enum": [
        "en",
        "sw"
      ]
    }
  },
  "LeaderInput": {
    "firstName": {
      "required": true,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "middleName": {
      "required": false,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "lastName": {
      "required": true,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "email": {
      "required": false,
      "type": "string",
      "format": "email",
      "maxLength": 254
    },
    "mobile": {
      "required": true,
      "type": "string",
      "pattern": "^(\\+255|255|0)?[67][0-9]{8}$"
    },
    "dob": {
      "required": true,
      "type": "string",
      "format": "date"
    },
    "sex": {
      "required": true,
      "type": "string",
      "enum": [
        "male",
        "female",
        "other"
      ]
    },
    "maritalStatus": {
      "required": true,
      "type": "string",
      "enum": [
        "married",
        "single"
      ]
    },
    "idType": {
      "required": true,
      "type": "integer",
      "enum": [
        1,
        2,
        3
      ]
    },
    "idNumber": {
      "required": true,
      "type": "string",
      "minLength": 10,
      "maxLength": 40
    },
    "idCopy": {
      "required": false,
      "type": "string",
      "pattern": "^/api/v1/files/[0-9a-fA-F-]{36}$"
    },
    "photo": {
      "required": false,
      "type": "string",
      "pattern": "^/api/v1/files/[0-9a-fA-F-]{36}$"
    },
    "address": {
      "required": true,
      "type": "string",
      "minLength": 4,
      "maxLength": 200
    }
  },
  "MemberInput": {
    "firstName": {
      "required": true,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "middleName": {
      "required": false,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "lastName": {
      "required": true,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "email": {
      "required": false,
      "type": "string",
      "format": "email",
      "maxLength": 254
    },
    "mobile": {
      "required": true,
      "type": "string",
      "pattern": "^(\\+255|255|0)?[67][0-9]{8}$"
    },
    "dob": {
      "required": true,
      "type": "string",
      "format": "date"
    },
    "sex": {
      "required": true,
      "type": "string",
      "enum": [
        "male",
        "female",
        "other"
      ]
    },
    "maritalStatus": {
      "required": true,
      "type": "string",
      "enum": [
        "married",
        "single"
      ]
    },
    "idType": {
      "required": true,
      "type": "integer",
      "enum": [
        1,
        2,
        3,
        4
      ]
    },
    "idNumber": {
      "required": true,
      "type": "string",
      "minLength": 10,
      "maxLength": 40
    },
    "idCopy": {
      "required": false,
      "type": "string",
      "pattern": "^/api/v1/files/[0-9a-fA-F-]{36}$"
    },
    "photo": {
      "required": false,
      "type": "string",
      "pattern": "^/api/v1/files/[0-9a-fA-F-]{36}$"
    },
    "address": {
      "required": true,
      "type": "string",
      "minLength": 4,
      "maxLength": 200
    },
    "position": {
      "required": false,
      "type": "string",
      "enum": [
        "chair-person",
        "vice-chair-person",
        "treasurer",
        "member"
      ]
    },
    "nextOfKins": {
      "required": true,
      "type": "array",
      "minItems": 1,
      "maxItems": 2
    }
  },
  "NextOfKinInput": {
    "firstName": {
      "required": true,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "middleName": {
      "required": false,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "lastName": {
      "required": true,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "email": {
      "required": false,
      "type": "string",
      "format": "email",
      "maxLength": 254
    },
    "mobile": {
      "required": true,
      "type": "string",
      "pattern": "^(\\+255|255|0)?[67][0-9]{8}$"
    },
    "dob": {
      "required": true,
      "type": "string",
      "format": "date"
    },
    "sex": {
      "required": true,
      "type": "string",
      "enum": [
        "male",
        "female",
        "other"
      ]
    },
    "maritalStatus": {
      "required": true,
      "type": "string",
      "enum": [
        "married",
        "single"
      ]
    },
    "idType": {
      "required": true,
      "type": "integer",
      "enum": [
        1,
        2,
        3
      ]
    },
    "idNumber": {
      "required": true,
      "type": "string",
      "minLength": 10,
      "maxLength": 40
    },
    "idCopy": {
      "required": false,
      "type": "string",
      "pattern": "^/api/v1/files/[0-9a-fA-F-]{36}$"
    },
    "address": {
      "required": true,
      "type": "string",
      "minLength": 4,
      "maxLength": 200
    },
    "relationship": {
      "required": true,
      "type": "integer",
      "enum": [
        1,
        2,
        3,
        4,
        5
      ]
    }
  },
  "PaymentAccountInput": {
    "accountNumber": {
      "required": true,
      "type": "string",
      "pattern": "^[0-9]{10,20}$"
    }
  },
  "PendingChangeDecisionInput": {
    "changeId": {
      "required": true,
      "type": "string",
      "format": "uuid"
    },
    "decision": {
      "required": true,
      "type": "string",
      "enum": [
        "approve",
        "reject"
      ]
    },
    "reason": {
      "required": false,
      "type": "string",
      "minLength": 3,
      "maxLength": 500
    }
  },
  "PersonInput": {
    "firstName": {
      "required": true,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "middleName": {
      "required": false,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "lastName": {
      "required": true,
      "type": "string",
      "minLength": 3,
      "maxLength": 60,
      "pattern": "^[\\p{L}][\\p{L}\\p{M}' .-]*$"
    },
    "email": {
      "required": false,
      "type": "string",
      "format": "email",
      "maxLength": 254
    },
    "mobile": {
      "required": true,
      "type": "string",
      "pattern": "^(\\+255|255|0)?[67][0-9]{8}$"
    },
    "dob": {
      "required": true,
      "type": "string",
      "format": "date"
    },
    "sex": {
      "required": true,
      "type": "string",
      "enum": [
        "male",
        "female",
        "other"
      ]
    },
    "maritalStatus": {
      "required": true,
      "type": "string",
      "enum": [
        "married",
        "single"
      ]
    },
    "idType": {
      "required": true,
      "type": "integer",
      "enum": [
        1,
        2,
        3
      ]
    },
    "idNumber": {
      "required": true,
      "type": "string",
      "minLength": 10,
      "maxLength": 40
    },
    "idCopy": {
      "required": false,
      "type": "string",
      "pattern": "^/api/v1/files/[0-9a-fA-F-]{36}$"
    },
    "address": {
      "required": true,
      "type": "string",
      "minLength": 4,
      "maxLength": 200
    }
  },
  "SignInInput": {
    "email": {
      "required": true,
      "type": "string",
      "format": "email",
      "maxLength": 254
    },
    "password": {
      "required": true,
      "type": "string",
      "minLength": 1,
      "maxLength": 256
    },
    "captchaToken": {
      "required": false,
      "type": "string",
      "minLength": 1,
      "maxLength": 2048
    }
  },
  "StatusChangeInput": {
    "action": {
      "required": true,
      "type": "string",
      "enum": [
        "approve",
        "reject",
        "lapse",
        "cancel",
        "reopen",
        "reinstate"
      ]
    },
    "reason": {
      "required": false,
      "type": "string",
      "minLength": 3,
      "maxLength": 500
    }
  }
} as const;
