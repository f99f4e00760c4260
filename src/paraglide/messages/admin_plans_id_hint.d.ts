/**
* | output |
* | --- |
* | "Lowercase letters, digits and dashes; the page's address (e.g. gospel-of-luke-24-days)." |
*
* @param {Admin_Plans_Id_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_id_hint: ((inputs?: Admin_Plans_Id_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Plans_Id_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Plans_Id_HintInputs = {};
