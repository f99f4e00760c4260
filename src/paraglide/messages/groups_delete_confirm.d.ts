/**
* | output |
* | --- |
* | "Delete this group with its assignments, members and notes? This cannot be undone." |
*
* @param {Groups_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_delete_confirm: ((inputs?: Groups_Delete_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Delete_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Delete_ConfirmInputs = {};
