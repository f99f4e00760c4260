/**
* | output |
* | --- |
* | "Start your journey of faith: devotionals, the Bible explorer, truth challenges, Bible games, wisdom and prayer, with a plan for every family." |
*
* @param {Account_Journey_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_journey_description: ((inputs?: Account_Journey_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Journey_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Journey_DescriptionInputs = {};
