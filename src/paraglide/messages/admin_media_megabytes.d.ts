/**
* | output |
* | --- |
* | "{size} MB" |
*
* @param {Admin_Media_MegabytesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_megabytes: ((inputs: Admin_Media_MegabytesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_MegabytesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_MegabytesInputs = {
    size: NonNullable<unknown>;
};
