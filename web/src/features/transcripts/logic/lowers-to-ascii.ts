// The characters whose lower case holds an ASCII letter, which an ASCII search must test by lower-casing.

/** Characters whose lower case holds an ASCII letter (U+0130 to 'i̇', the Kelvin sign to 'k'). */
export const LOWERS_TO_ASCII = /[\u0130\u212a]/;
