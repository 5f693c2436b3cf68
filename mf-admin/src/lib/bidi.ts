/**
 * A typed name inside a sentence (a title, a button's accessible name, a question), first-strong isolated
 * (FSI … PDI): a Latin name in Arabic, an Arabic one in English, or one starting with "+" or digits keeps
 * its place and its characters' order, whatever the sentence's direction.
 */
export const isolatedName = (name: string | number): string => `\u2068${name}\u2069`;
