/**
* | output |
* | --- |
* | "This week we learned about Daniel. Ask your child what Daniel did when..." |
*
* @param {Groups_Note_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_placeholder: ((inputs?: Groups_Note_PlaceholderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Note_PlaceholderInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Note_PlaceholderInputs = {};
