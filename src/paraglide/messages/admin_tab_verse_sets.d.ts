/**
* | output |
* | --- |
* | "Verse sets" |
*
* @param {Admin_Tab_Verse_SetsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_tab_verse_sets: ((inputs?: Admin_Tab_Verse_SetsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_Verse_SetsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tab_Verse_SetsInputs = {};
