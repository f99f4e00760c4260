/**
* | output |
* | --- |
* | "Clear the plan given by hand to {email}?" |
*
* @param {Admin_Subs_Confirm_ClearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_confirm_clear: ((inputs: Admin_Subs_Confirm_ClearInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Subs_Confirm_ClearInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Subs_Confirm_ClearInputs = {
    email: NonNullable<unknown>;
};
