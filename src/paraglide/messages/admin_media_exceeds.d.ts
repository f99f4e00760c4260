/**
* | output |
* | --- |
* | "File size ({size} MB) exceeds maximum allowed size of {max} MB. Please compress your file or use a smaller file." |
*
* @param {Admin_Media_ExceedsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_exceeds: ((inputs: Admin_Media_ExceedsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_ExceedsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_ExceedsInputs = {
    size: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
