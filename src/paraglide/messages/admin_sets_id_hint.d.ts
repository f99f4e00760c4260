/**
* | output |
* | --- |
* | "Lowercase letters, digits and dashes (e.g. bedtime-verses)." |
*
* @param {Admin_Sets_Id_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_id_hint: ((inputs?: Admin_Sets_Id_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Sets_Id_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Sets_Id_HintInputs = {};
