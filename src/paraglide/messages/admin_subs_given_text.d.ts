/**
* | output |
* | --- |
* | "{email} now has the {tier} plan." |
*
* @param {Admin_Subs_Given_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_given_text: ((inputs: Admin_Subs_Given_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Subs_Given_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Subs_Given_TextInputs = {
    email: NonNullable<unknown>;
    tier: NonNullable<unknown>;
};
