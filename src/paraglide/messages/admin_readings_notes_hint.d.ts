/**
* | output |
* | --- |
* | "A short thought for children to look for while they read." |
*
* @param {Admin_Readings_Notes_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_notes_hint: ((inputs?: Admin_Readings_Notes_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Readings_Notes_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Readings_Notes_HintInputs = {};
