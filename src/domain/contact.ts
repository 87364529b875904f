/** Contact details of a listing or a dispute request. */

/** Mainland mobile (11 digits from 13x–19x) or landline with area code, e.g. 0523-86839900, ext. allowed. */
export const PHONE_PATTERN = /^(?:1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?)$/;

/** Contact person's name, characters. */
export const CONTACT_NAME_MAX = 50;
