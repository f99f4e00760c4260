/**
* | output |
* | --- |
* | "Save Changes" |
*
* @param {Admin_Form_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_form_save_changes: ((inputs?: Admin_Form_Save_ChangesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Form_Save_ChangesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Form_Save_ChangesInputs = {};
