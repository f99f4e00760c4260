/**
* | output |
* | --- |
* | "Profile Deleted" |
*
* @param {Family_Profile_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_profile_deleted: ((inputs?: Family_Profile_DeletedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Profile_DeletedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Profile_DeletedInputs = {};
