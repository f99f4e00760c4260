/**
* | output |
* | --- |
* | "You have used {used} of your {limit} prayer requests in the last 30 days." |
*
* @param {Community_Prayers_UsedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_prayers_used: ((inputs: Community_Prayers_UsedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Prayers_UsedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Prayers_UsedInputs = {
    used: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
