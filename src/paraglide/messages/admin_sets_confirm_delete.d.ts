/**
* | output |
* | --- |
* | "Delete the verse set \"{name}\"? Learners keep the verses they already started; nobody can start it again." |
*
* @param {Admin_Sets_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_confirm_delete: ((inputs: Admin_Sets_Confirm_DeleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Sets_Confirm_DeleteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Sets_Confirm_DeleteInputs = {
    name: NonNullable<unknown>;
};
