/**
* | output |
* | --- |
* | "You are now a co-leader of this group" |
*
* @param {Groups_Co_Leader_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_co_leader_welcome: ((inputs?: Groups_Co_Leader_WelcomeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Co_Leader_WelcomeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Co_Leader_WelcomeInputs = {};
