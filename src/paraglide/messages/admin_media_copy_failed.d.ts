/**
* | output |
* | --- |
* | "Failed to copy to clipboard" |
*
* @param {Admin_Media_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_copy_failed: ((inputs?: Admin_Media_Copy_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Copy_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Copy_FailedInputs = {};
