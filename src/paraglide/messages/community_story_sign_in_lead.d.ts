/**
* | output |
* | --- |
* | "Sign in to share your own story of faith." |
*
* @param {Community_Story_Sign_In_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_sign_in_lead: ((inputs?: Community_Story_Sign_In_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Story_Sign_In_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Story_Sign_In_LeadInputs = {};
