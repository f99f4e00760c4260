/**
* | output |
* | --- |
* | "Plans for every family" |
*
* @param {Account_Journey_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_journey_plans: ((inputs?: Account_Journey_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Journey_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Journey_PlansInputs = {};
