import { COVER_STATUSES, type CoverStatus, DIASPORA_COVER } from '../../src/domain/cover';
import type { IdType } from '../../src/domain/identity';
import { isoDate, plusDays, plusMonths, plusYears } from '../../src/domain/utc-calendar';

/**
 * Deterministic generator of realistic Tanzanian demo data for `npm run seed:demo`.
 * Pure: the same seed, `today` and slot offset always give the same records.
 *
 * Every person with an identity document takes a "slot" (a customer, group member or diaspora
 * holder); next of kin use the sub-numbers of their customer's slot. Id numbers and account
 * numbers are a fixed bijection of that number, so they are unique for as long as slots are.
 */

export type Sex = 'male' | 'female';
export type MaritalStatus = 'married' | 'single';

export interface DemoPerson {
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string | null;
  mobile: string;
  /** ISO date, YYYY-MM-DD. */
  dob: string;
  sex: Sex;
  maritalStatus: MaritalStatus;
  idType: IdType;
  /** Stored form: no dashes or white space. */
  idNumber: string;
  address: string;
}

export interface DemoNextOfKin extends DemoPerson {
  /** 1 member, 2 spouse, 3 child, 4 parent, 5 parent-in-law. */
  relationship: 1 | 2 | 3 | 4 | 5;
}

export interface DemoCover {
  status: CoverStatus;
  createdAt: Date;
  /** When cover started; set only when covered, always in the past. */
  coverStart: Date | null;
  /** Three months after the first cover start (SPEC §9); set only when covered. */
  waitingPeriodEnd: string | null;
  /** One year after coverStart; set only when covered. */
  expiryAt: Date | null;
}

export interface DemoCustomer extends DemoPerson, DemoCover {
  /** The account the customer's premiums are debited from. */
  accountNumber: string;
  policyId: string;
  nextOfKins: DemoNextOfKin[];
}

export type LeaderPosition = 'chair-person' | 'secretary' | 'treasurer';

export interface DemoGroupMember extends DemoPerson {
  position: LeaderPosition | 'member';
  createdAt: Date;
}

export interface DemoGroup extends DemoCover {
  name: string;
  address: string;
  /** The account the group's premiums are debited from; its members have none. */
  accountNumber: string;
  policyId: string;
  /** Leaders first (chair-person, secretary, treasurer), then the ordinary members. */
  members: DemoGroupMember[];
}

export interface DemoBeneficiary {
  firstName: string;
  middleName: string | null;
  lastName: string;
  sex: Sex;
  dob: string;
  /** 2 spouse, 3 child. */
  relationship: 2 | 3;
}

export interface DemoDiaspora extends DemoCover {
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string;
  mobile: string;
  dob: string;
  sex: Sex;
  maritalStatus: MaritalStatus;
  idType: IdType;
  idNumber: string;
  accountNumber: string;
  address: string;
  beneficiaries: DemoBeneficiary[];
}

export interface DemoDataOptions {
  seed: number;
  /** The reference "now": birth dates, creation dates and cover dates are relative to it. */
  today: Date;
  /**
   * The first slot number. To add to a database without clashes, pass the number of customer and
   * diaspora rows already there (neither table is ever hard-deleted, so that number only grows).
   */
  slotOffset?: number;
  /** Policy ids to choose from, per kind. */
  policies: { individual: readonly string[]; group: readonly string[] };
}

/** Small, fast, 32-bit seeded PRNG (mulberry32). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// --- Reference lists -------------------------------------------------------------------------

/** A comma-separated list, written compactly over several lines. */
const list = (text: string): readonly string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const MALE_NAMES = list(`
  Juma, Baraka, Hamisi, Abdallah, Emmanuel, Joseph, Daudi, Saidi, Rashidi, Athumani, Mussa, Issa,
  Salimu, Omari, Hassani, Bakari, Ramadhani, Faraji, Shabani, Elia, Godfrey, Erasto, Jabiri, Kassimu,
  Mohamedi, Petro, Yusufu, Zuberi, Amani, Idrisa, Mwita, Nassoro, Ally, Selemani, Hamza, Tumaini,
  Gerald, Innocent, Deogratias, Anthony, Ezekiel, Frank, Lazaro, Msafiri, Kheri, Mrisho, Haruna,
  Julius, Paulo, Wilbroad
`);

const FEMALE_NAMES = list(`
  Neema, Rehema, Amina, Mwanaidi, Zawadi, Halima, Mwajuma, Saida, Aisha, Upendo, Grace, Esther,
  Happiness, Witness, Agnes, Rose, Mariam, Fatuma, Zainabu, Asha, Subira, Tatu, Mwanahawa, Sikudhani,
  Imani, Joyce, Lucy, Anna, Veronica, Pendo, Faraja, Rukia, Khadija, Salma, Mwamini, Janeth, Agape,
  Elizabeth, Devota, Hadija, Mwanaisha, Stella, Catherine, Scholastica, Tabitha, Winfrida, Jesca,
  Mwantumu, Editha, Modesta
`);

const SURNAMES = list(`
  Mwakyusa, Kimaro, Mushi, Massawe, Mrema, Lyimo, Shirima, Swai, Temba, Mollel, Laizer, Kessy, Minja,
  Urassa, Mwakalinga, Mwakasege, Mbwambo, Kombo, Makame, Mfinanga, Kapinga, Ngowi, Chuwa, Tarimo,
  Msuya, Mlay, Mbise, Nnko, Kweka, Sanga, Haule, Komba, Ndunguru, Kisanga, Mgaya, Mwaipopo, Mwansasu,
  Kaduma, Chande, Ngonyani, Mhina, Shayo, Mkude, Lukumay, Luoga, Mahenge, Kisamo, Matemu, Saning'o,
  Mapunda, Nyoni, Mwasha, Magesa, Masanja, Mabula, Wambura, Chacha, Marwa, Kisena, Mtui
`);

interface Town {
  region: string;
  district: string;
  wards: readonly string[];
}

const town = (region: string, district: string, wards: string): Town => ({
  region,
  district,
  wards: list(wards),
});

const TOWNS: readonly Town[] = [
  town('Dar es Salaam', 'Kinondoni', 'Mikocheni, Msasani, Kijitonyama, Mwananyamala, Kawe'),
  town('Dar es Salaam', 'Ilala', 'Kariakoo, Upanga, Buguruni, Tabata, Gerezani'),
  town('Dar es Salaam', 'Temeke', "Chang'ombe, Mbagala, Kurasini, Keko, Azimio"),
  town('Dar es Salaam', 'Ubungo', 'Sinza, Mabibo, Kimara, Manzese, Ubungo'),
  town('Dar es Salaam', 'Kigamboni', 'Vijibweni, Kibada, Mjimwema'),
  town('Arusha', 'Arusha City', 'Kaloleni, Sekei, Themi, Sombetini, Ngarenaro'),
  town('Mwanza', 'Nyamagana', 'Igogo, Mirongo, Mkuyuni, Pamba, Mbugani'),
  town('Mwanza', 'Ilemela', 'Kirumba, Buswelu, Nyakato, Pasiansi'),
  town('Dodoma', 'Dodoma City', 'Makole, Kikuyu, Chamwino, Kisasa, Viwandani'),
  town('Mbeya', 'Mbeya City', 'Iyunga, Uyole, Sisimba, Forest, Iyela'),
  town('Kilimanjaro', 'Moshi Municipal', 'Mawenzi, Kiusa, Bondeni, Rau, Majengo'),
  town('Tanga', 'Tanga City', 'Chumbageni, Ngamiani, Makorora, Usagara'),
  town('Morogoro', 'Morogoro Municipal', 'Kihonda, Mazimbu, Boma, Mji Mkuu'),
  town('Mjini Magharibi', 'Zanzibar Urban', 'Mwanakwerekwe, Malindi, Kikwajuni, Mombasa'),
  town('Iringa', 'Iringa Municipal', 'Gangilonga, Mshindo, Kihesa'),
  town('Tabora', 'Tabora Municipal', 'Gongoni, Chemchem, Kanyenye'),
  town('Kigoma', 'Kigoma Ujiji', 'Mwanga, Kasingirima, Kigoma'),
];

const STREETS = list(`
  Uhuru Street, Jamhuri Street, Lumumba Street, Msimbazi Street, Mandela Road, Sokoine Drive,
  Boma Road, Kenyatta Road, Market Street, Mosque Street, Mtaa wa Mwenge, Mtaa wa Amani, Mtaa wa Shule,
  Mtaa wa Sokoni, Mtaa wa Kanisa, Barabara ya Mnazi, Mtaa wa Majengo
`);

/** Tanzanian mobile prefixes (after the leading 0): Vodacom, Airtel, Tigo/Yas, Halotel, Zantel, TTCL. */
const MOBILE_PREFIXES = ['74', '75', '76', '68', '69', '78', '65', '67', '71', '61', '62', '77', '73'];

interface Residence {
  city: string;
  country: string;
  areas: readonly string[];
  streets: readonly string[];
  domains: readonly string[];
  /** An international mobile number in the local written style. */
  mobile: (digits: (n: number) => string) => string;
}

const GENERIC_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com'];

const RESIDENCES: readonly Residence[] = [
  {
    city: 'London',
    country: 'United Kingdom',
    areas: ['Tottenham', 'Ilford', 'Stratford', 'Croydon', 'Wembley'],
    streets: ['High Road', 'Green Lanes', 'Romford Road', 'Commercial Road', 'Forest Road'],
    domains: [...GENERIC_DOMAINS, 'hotmail.co.uk', 'yahoo.co.uk'],
    mobile: (d) => `+44 7${d(3)} ${d(6)}`,
  },
  {
    city: 'Manchester',
    country: 'United Kingdom',
    areas: ['Rusholme', 'Longsight', 'Moss Side', 'Salford'],
    streets: ['Oxford Road', 'Stockport Road', 'Wilmslow Road', 'Princess Road'],
    domains: [...GENERIC_DOMAINS, 'hotmail.co.uk'],
    mobile: (d) => `+44 7${d(3)} ${d(6)}`,
  },
  {
    city: 'Dubai',
    country: 'United Arab Emirates',
    areas: ['Deira', 'Al Barsha', 'Al Qusais', 'Bur Dubai', 'Al Nahda'],
    streets: ['Al Rigga Street', 'Sheikh Zayed Road', 'Al Nahda Street', 'Al Muraqqabat Road'],
    domains: GENERIC_DOMAINS,
    mobile: (d) => `+971 5${d(1)} ${d(3)} ${d(4)}`,
  },
  {
    city: 'Toronto',
    country: 'Canada',
    areas: ['North York', 'Scarborough', 'Etobicoke', 'Brampton'],
    streets: ['Jane Street', 'Finch Avenue West', 'Dundas Street West', 'Kennedy Road'],
    domains: GENERIC_DOMAINS,
    mobile: (d) => `+1 416-${d(3)}-${d(4)}`,
  },
  {
    city: 'Johannesburg',
    country: 'South Africa',
    areas: ['Sandton', 'Randburg', 'Yeoville', 'Midrand', 'Rosebank'],
    streets: ['Louis Botha Avenue', 'Jan Smuts Avenue', 'Rivonia Road', 'Oxford Road'],
    domains: GENERIC_DOMAINS,
    mobile: (d) => `+27 8${d(1)} ${d(3)} ${d(4)}`,
  },
  {
    city: 'Houston',
    country: 'United States',
    areas: ['Alief', 'Sharpstown', 'Katy', 'Sugar Land'],
    streets: ['Westheimer Road', 'Bellaire Boulevard', 'Beechnut Street', 'Wilcrest Drive'],
    domains: GENERIC_DOMAINS,
    mobile: (d) => `+1 713-${d(3)}-${d(4)}`,
  },
  {
    city: 'Muscat',
    country: 'Oman',
    areas: ['Ruwi', 'Al Khuwair', 'Bawshar', 'Seeb'],
    streets: ['Sultan Qaboos Street', 'Al Khuwair Street', 'Way 3015'],
    domains: GENERIC_DOMAINS,
    mobile: (d) => `+968 9${d(3)} ${d(4)}`,
  },
  {
    city: 'Doha',
    country: 'Qatar',
    areas: ['Al Sadd', 'Bin Mahmoud', 'Al Wakrah'],
    streets: ['C Ring Road', 'Al Mirqab Street', 'Salwa Road'],
    domains: GENERIC_DOMAINS,
    mobile: (d) => `+974 5${d(3)} ${d(4)}`,
  },
  {
    city: 'Nairobi',
    country: 'Kenya',
    areas: ['Westlands', 'Kilimani', 'South B', 'Eastleigh'],
    streets: ['Ngong Road', 'Argwings Kodhek Road', 'Mombasa Road', 'Waiyaki Way'],
    domains: GENERIC_DOMAINS,
    mobile: (d) => `+254 7${d(2)} ${d(3)} ${d(3)}`,
  },
];

const GROUP_WORDS = list(`
  Umoja, Mshikamano, Tupendane, Juhudi, Amani, Upendo, Tumaini, Jitegemee, Maendeleo, Bidii, Faraja,
  Neema, Tushikamane, Imara, Nguvu Kazi, Wajasiriamali, Kazi Bora
`);

const GROUP_KINDS = ['VICOBA', 'Women Group', 'SACCOS', 'Youth Group', 'Savings Group', 'Boda Boda Group'];

// --- Id numbers ------------------------------------------------------------------------------

/** Id and account numbers encode a slot number through a fixed bijection of [0, ID_SPACE). */
const ID_SPACE = 100_000_000;
/** Sub-numbers per slot: 0 the slot holder, 1 and 2 their next of kin. */
const SUBS_PER_SLOT = 3;
export const MAX_SLOTS = Math.floor(ID_SPACE / SUBS_PER_SLOT);

/** A bijection of [0, ID_SPACE): the multiplier is coprime with 10, so no two inputs collide. */
const scramble = (n: number, add: number) => (7_654_321 * n + add) % ID_SPACE;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * A 13-digit account as Tanzanian banks write them (01, a branch, eight digits) for the payer
 * holding a slot: the eight digits are the slot's bijection, so no two payers share one. Drawn
 * without the generator's random numbers, so adding it changed none of the other demo values.
 */
const slotAccount = (slot: number) =>
  `01${pad(100 + (scramble(slot, 3_141) % 900), 3)}${pad(scramble(slot, 13_579), 8)}`;

// --- The generator ---------------------------------------------------------------------------

/** Records are created over roughly the last 18 months. */
const CREATION_WINDOW_DAYS = 548;

export class DemoDataGenerator {
  private readonly random: () => number;
  /** Now, in epoch milliseconds. */
  private readonly today: number;
  /** Dates of birth by age and days since the last birthday: few distinct ones, asked for millions of times. */
  private readonly birthDates = new Map<number, string>();
  private readonly policies: DemoDataOptions['policies'];
  private nextSlot: number;
  private readonly made = { customers: 0, groups: 0, diasporas: 0 };

  constructor(options: DemoDataOptions) {
    this.random = mulberry32(options.seed);
    this.today = options.today.getTime();
    this.policies = options.policies;
    this.nextSlot = options.slotOffset ?? 0;
    if (options.policies.individual.length === 0 || options.policies.group.length === 0) {
      throw new Error('Demo data needs at least one individual and one group policy');
    }
  }

  /** The next free slot: pass it as slotOffset to continue without clashes. */
  get slot(): number {
    return this.nextSlot;
  }

  customer(): DemoCustomer {
    const slot = this.takeSlot();
    const cover = this.cover(this.made.customers++);
    const age = this.int(18, 79);
    const sex = this.sex();
    const person = this.person({
      counter: slot * SUBS_PER_SLOT,
      sex,
      age,
      idTypes: [1, 1, 2],
      email: this.chance(0.6),
      address: this.tanzanianAddress(),
    });
    const nextOfKins = this.nextOfKins(person, age, slot);
    return {
      ...person,
      ...cover,
      accountNumber: slotAccount(slot),
      policyId: this.pick(this.policies.individual),
      nextOfKins,
    };
  }

  group(): DemoGroup {
    const cover = this.cover(this.made.groups++);
    const town = this.pick(TOWNS);
    const ward = this.pick(town.wards);
    const kind = this.pick(GROUP_KINDS);
    const name = `${this.pick(GROUP_WORDS)} ${kind} ${ward}`;
    const address = `${this.pick(STREETS)}, ${ward} Ward, ${town.district}, ${town.region}`;
    const positions: DemoGroupMember['position'][] = ['chair-person', 'secretary', 'treasurer'];
    const ordinary = this.int(2, 8);
    for (let i = 0; i < ordinary; i++) positions.push('member');
    const slots: number[] = [];
    const members = positions.map((position) => {
      const slot = this.takeSlot();
      slots.push(slot);
      const leader = position !== 'member';
      const joined = leader
        ? cover.createdAt
        : new Date(this.clampToToday(plusDays(cover.createdAt.getTime(), this.int(0, 45))));
      const person = this.person({
        counter: slot * SUBS_PER_SLOT,
        sex: kind === 'Women Group' ? 'female' : this.sex(),
        age: leader ? this.int(25, 70) : this.int(18, 79),
        idTypes: [1, 1, 2],
        email: this.chance(leader ? 0.5 : 0.3),
        address: this.chance(0.6) ? this.tanzanianAddress(town, ward) : this.tanzanianAddress(town),
      });
      return { ...person, position, createdAt: joined };
    });
    // The group's account takes its chair person's slot: the chair pays nothing of their own.
    const accountNumber = slotAccount(slots[0] as number);
    return { ...cover, name, address, accountNumber, policyId: this.pick(this.policies.group), members };
  }

  diaspora(): DemoDiaspora {
    const slot = this.takeSlot();
    const cover = this.cover(this.made.diasporas++);
    const age = this.int(DIASPORA_COVER.holderMinAge + 1, DIASPORA_COVER.holderMaxAge - 1);
    const sex = this.sex();
    const residence = this.pick(RESIDENCES);
    const firstName = this.firstName(sex);
    const lastName = this.pick(SURNAMES);
    const middleName = this.chance(0.85) ? this.pick(MALE_NAMES) : null;
    // Each holder declares 2 to 5 beneficiaries, the mix the staff lists are measured with: one
    // too young to have two children has a spouse.
    const mostChildren = Math.min(DIASPORA_COVER.maxChildren, 1 + Math.floor((age - 19) / 2));
    const married = this.chance(age >= 25 ? 0.7 : 0.25) || mostChildren < 2;
    const idType = this.weighted<IdType>([
      [3, 6],
      [1, 3],
      [2, 1],
    ]);
    const d = (n: number) => this.digits(n);
    const dob = this.birthDate(age);
    const holder = {
      firstName,
      middleName,
      lastName,
      email: `${emailPart(firstName)}.${emailPart(lastName)}${this.int(1, 999)}@${this.pick(residence.domains)}`,
      mobile: this.chance(0.9) ? residence.mobile(d) : this.tanzanianMobile(),
      dob,
      sex,
      maritalStatus: married ? ('married' as const) : ('single' as const),
      idType,
      idNumber: this.idNumber(idType, slot * SUBS_PER_SLOT, dob),
      accountNumber: `01${this.int(100, 999)}${pad(scramble(slot, 13_579), 8)}`,
      address: `${this.int(1, 240)} ${this.pick(residence.streets)}, ${this.pick(residence.areas)}, ${residence.city}, ${residence.country}`,
    };
    const beneficiaries: DemoBeneficiary[] = [];
    if (married && (this.chance(0.85) || mostChildren < 2)) {
      const spouseSex: Sex = sex === 'male' ? 'female' : 'male';
      beneficiaries.push({
        firstName: this.firstName(spouseSex),
        middleName: this.chance(0.7) ? this.pick(MALE_NAMES) : null,
        lastName: spouseSex === 'female' && this.chance(0.6) ? lastName : this.pick(SURNAMES),
        sex: spouseSex,
        dob: this.birthDate(this.clamp(age + this.int(-8, 8), 18, DIASPORA_COVER.holderMaxAge - 1)),
        relationship: 2,
      });
    }
    // Children no older than the cover allows, born when the holder was at least 19.
    const oldestChild = Math.min(DIASPORA_COVER.childMaxAge - 1, age - 19);
    const children = this.int(2 - beneficiaries.length, mostChildren);
    for (let i = 0; i < children; i++) {
      const childSex = this.sex();
      beneficiaries.push({
        firstName: this.firstName(childSex),
        middleName: sex === 'male' ? firstName : this.chance(0.5) ? this.pick(MALE_NAMES) : null,
        lastName,
        sex: childSex,
        dob: this.birthDate(this.int(0, oldestChild)),
        relationship: 3,
      });
    }
    return { ...holder, ...cover, beneficiaries };
  }

  // --- Pieces ----------------------------------------------------------------------------------

  private takeSlot(): number {
    const slot = this.nextSlot++;
    if (slot >= MAX_SLOTS) throw new RangeError(`Demo id space exhausted (${MAX_SLOTS} people)`);
    return slot;
  }

  private person(spec: {
    counter: number;
    sex: Sex;
    age: number;
    idTypes: readonly IdType[];
    email: boolean;
    address: string;
    lastName?: string;
    middleName?: string | null;
    maritalStatus?: MaritalStatus;
  }): DemoPerson {
    const firstName = this.firstName(spec.sex);
    const lastName = spec.lastName ?? this.pick(SURNAMES);
    const idType = this.pick(spec.idTypes);
    const dob = this.birthDate(spec.age);
    return {
      firstName,
      middleName:
        spec.middleName !== undefined ? spec.middleName : this.chance(0.85) ? this.pick(MALE_NAMES) : null,
      lastName,
      email: spec.email
        ? `${emailPart(firstName)}.${emailPart(lastName)}${this.int(1, 99)}@${this.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com'])}`
        : null,
      mobile: this.tanzanianMobile(),
      dob,
      sex: spec.sex,
      maritalStatus: spec.maritalStatus ?? (this.chance(spec.age >= 25 ? 0.65 : 0.2) ? 'married' : 'single'),
      idType,
      idNumber: this.idNumber(idType, spec.counter, dob),
      address: spec.address,
    };
  }

  private nextOfKins(customer: DemoPerson, age: number, slot: number): DemoNextOfKin[] {
    const options: DemoNextOfKin['relationship'][] = [];
    if (customer.maritalStatus === 'married') options.push(2, 2, 5);
    if (age >= 38) options.push(3, 3);
    if (age <= 60) options.push(4, 4);
    options.push(1);
    const count = this.int(1, 2);
    const kin: DemoNextOfKin[] = [];
    for (let i = 0; i < count; i++) {
      let relationship = this.pick(options);
      // One spouse at most.
      if (relationship === 2 && kin.some((k) => k.relationship === 2)) relationship = age <= 60 ? 4 : 1;
      const counter = slot * SUBS_PER_SLOT + 1 + i;
      const shared = this.chance(0.7) ? customer.address : this.tanzanianAddress();
      const opposite: Sex = customer.sex === 'male' ? 'female' : 'male';
      const spec = {
        2: () => ({
          sex: opposite,
          age: this.clamp(age + this.int(-8, 8), 18, 85),
          lastName: opposite === 'female' ? customer.lastName : this.pick(SURNAMES),
          maritalStatus: 'married' as const,
        }),
        3: () => ({
          sex: this.sex(),
          age: this.int(18, age - 20),
          lastName: customer.lastName,
          middleName: customer.sex === 'male' ? customer.firstName : null,
        }),
        4: () => ({
          sex: this.sex(),
          age: Math.min(age + this.int(20, 35), 98),
          lastName: customer.lastName,
          maritalStatus: 'married' as const,
        }),
        5: () => ({
          sex: this.sex(),
          age: Math.min(age + this.int(20, 35), 98),
          maritalStatus: 'married' as const,
        }),
        1: () => ({
          sex: this.sex(),
          age: this.clamp(age + this.int(-10, 10), 18, 90),
          lastName: customer.lastName,
        }),
      }[relationship]();
      const person = this.person({
        counter,
        idTypes: [1, 1, 2],
        email: this.chance(0.3),
        address: shared,
        ...spec,
      });
      kin.push({ ...person, relationship });
    }
    return kin;
  }

  /** Status, creation date and cover dates; the first three of each kind cover every status. */
  private cover(index: number): DemoCover {
    const status =
      COVER_STATUSES[index] ??
      this.weighted<CoverStatus>([
        ['covered', 55],
        ['in-progress', 25],
        ['uncovered', 20],
      ]);
    const created = this.today - this.int(0, CREATION_WINDOW_DAYS) * 86_400_000 - this.int(0, 86_399) * 1000;
    if (status !== 'covered')
      return {
        status,
        createdAt: new Date(created),
        coverStart: null,
        waitingPeriodEnd: null,
        expiryAt: null,
      };
    // Cover starts a few days after enrolment (never in the future) and renews yearly; the
    // waiting period runs from the first start only.
    const first = this.clampToToday(plusDays(created, this.int(1, 30)));
    let start = first;
    while (plusYears(start, 1) <= this.today) start = plusYears(start, 1);
    return {
      status,
      createdAt: new Date(created),
      coverStart: new Date(start),
      waitingPeriodEnd: isoDate(plusMonths(first, DIASPORA_COVER.waitingPeriodMonths)),
      expiryAt: new Date(plusYears(start, 1)),
    };
  }

  private idNumber(idType: IdType, counter: number, dob: string): string {
    const code = scramble(counter, 24_680);
    switch (idType) {
      case 1: {
        // NIDA style YYYYMMDD-AAAAA-SSSSS-CC, stored without the dashes: 20 digits.
        return `${dob.replaceAll('-', '')}${this.digits(2)}${pad(code, 8)}${this.digits(2)}`;
      }
      case 2:
        // Voter card style T-1XXX-XXXX-XXX-X, stored without the dashes: 13 characters.
        return `T1${this.digits(3)}${pad(code, 8)}`;
      case 3: {
        // Passport style TAE123456: 9 upper-case letters and digits.
        const high = Math.floor(code / 1_000_000);
        const letter = (n: number) => String.fromCharCode(65 + n);
        return `T${letter(Math.floor(high / 26))}${letter(high % 26)}${pad(code % 1_000_000, 6)}`;
      }
    }
  }

  private tanzanianMobile(): string {
    const number = `${this.pick(MOBILE_PREFIXES)}${this.digits(7)}`;
    const style = this.random();
    if (style < 0.7) return `0${number}`;
    if (style < 0.9) return `+255${number}`;
    return `255${number}`;
  }

  private tanzanianAddress(town: Town = this.pick(TOWNS), ward: string = this.pick(town.wards)): string {
    const place = this.chance(0.5) ? `House No. ${this.int(1, 400)}` : `Plot ${this.int(1, 999)}`;
    return `${place}, ${this.pick(STREETS)}, ${ward} Ward, ${town.district}, ${town.region}`;
  }

  /**
   * A date of birth that makes the person exactly `age` today, a month or more after their last
   * birthday and before their next one, so the age holds while the demo data is in use.
   */
  private birthDate(age: number): string {
    const days = this.int(30, 330);
    const key = age * 1000 + days;
    let date = this.birthDates.get(key);
    if (date === undefined) {
      date = isoDate(plusDays(plusYears(this.today, -age), -days));
      this.birthDates.set(key, date);
    }
    return date;
  }

  private clampToToday(instant: number): number {
    return Math.min(instant, this.today);
  }

  private firstName(sex: Sex): string {
    return this.pick(sex === 'male' ? MALE_NAMES : FEMALE_NAMES);
  }

  private sex(): Sex {
    return this.chance(0.5) ? 'male' : 'female';
  }

  private int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  private clamp(value: number, min: number, max: number): number {
    return Math.min(Math.max(value, min), max);
  }

  private chance(p: number): boolean {
    return this.random() < p;
  }

  private digits(n: number): string {
    let out = '';
    for (let i = 0; i < n; i++) out += String(Math.floor(this.random() * 10));
    return out;
  }

  private pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.random() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  private weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.random() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = choices[choices.length - 1];
    if (!last) throw new Error('weighted choice from an empty list');
    return last[0];
  }
}

/** A name as it appears in an email address: lower-case ASCII letters only. */
function emailPart(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}
