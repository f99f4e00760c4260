/**
* | output |
* | --- |
* | "{seconds} s" |
*
* @param {Admin_Media_SecondsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_seconds: ((inputs: Admin_Media_SecondsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_SecondsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
