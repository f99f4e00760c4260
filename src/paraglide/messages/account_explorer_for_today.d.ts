/**
* | output |
* | --- |
* | "For today" |
*
* @param {Account_Explorer_For_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_explorer_for_today: ((inputs?: Account_Explorer_For_TodayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Explorer_For_TodayInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Explorer_For_TodayInputs = {};
