/**
* | output |
* | --- |
* | "Last day (optional)" |
*
* @param {Admin_Subs_Last_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_last_day: ((inputs?: Admin_Subs_Last_DayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Subs_Last_DayInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Subs_Last_DayInputs = {};
