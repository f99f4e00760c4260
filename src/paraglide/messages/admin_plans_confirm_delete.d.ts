/**
* | output |
* | --- |
* | "Delete the reading plan \"{title}\"? Learners following it lose their progress." |
*
* @param {Admin_Plans_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_confirm_delete: ((inputs: Admin_Plans_Confirm_DeleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Plans_Confirm_DeleteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Plans_Confirm_DeleteInputs = {
    title: NonNullable<unknown>;
};
