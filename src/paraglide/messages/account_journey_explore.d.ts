/**
* | output |
* | --- |
* | "Explore" |
*
* @param {Account_Journey_ExploreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_journey_explore: ((inputs?: Account_Journey_ExploreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Journey_ExploreInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Journey_ExploreInputs = {};
