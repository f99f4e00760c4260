/**
* | output |
* | --- |
* | "by {email}" |
*
* @param {Admin_Subs_ByInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_by: ((inputs: Admin_Subs_ByInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Subs_ByInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Subs_ByInputs = {
    email: NonNullable<unknown>;
};
