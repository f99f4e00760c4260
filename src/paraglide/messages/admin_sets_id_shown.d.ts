/**
* | output |
* | --- |
* | "Id:" |
*
* @param {Admin_Sets_Id_ShownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_id_shown: ((inputs?: Admin_Sets_Id_ShownInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Sets_Id_ShownInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Sets_Id_ShownInputs = {};
