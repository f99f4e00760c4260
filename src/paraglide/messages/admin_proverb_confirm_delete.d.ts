/**
* | output |
* | --- |
* | "Delete the proverb “{proverb}”?" |
*
* @param {Admin_Proverb_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_confirm_delete: ((inputs: Admin_Proverb_Confirm_DeleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Proverb_Confirm_DeleteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Proverb_Confirm_DeleteInputs = {
    proverb: NonNullable<unknown>;
};
