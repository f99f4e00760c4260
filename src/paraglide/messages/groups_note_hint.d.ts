/**
* | output |
* | --- |
* | "A short note for the families each week. Parents read it on their Family page, and by e-mail if they asked for it. Nobody's address is shared." |
*
* @param {Groups_Note_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_hint: ((inputs?: Groups_Note_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Note_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Note_HintInputs = {};
