/**
* | output |
* | --- |
* | "Approved" |
*
* @param {Community_Story_Status_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_status_approved: ((inputs?: Community_Story_Status_ApprovedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Story_Status_ApprovedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Story_Status_ApprovedInputs = {};
