/**
* | output |
* | --- |
* | "{tier} until {day}" |
*
* @param {Admin_Subs_UntilInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_until: ((inputs: Admin_Subs_UntilInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Subs_UntilInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Subs_UntilInputs = {
    tier: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
