/**
* | output |
* | --- |
* | "Not Approved" |
*
* @param {Community_Story_Status_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_status_rejected: ((inputs?: Community_Story_Status_RejectedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Story_Status_RejectedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Story_Status_RejectedInputs = {};
