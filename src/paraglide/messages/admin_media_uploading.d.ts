/**
* | output |
* | --- |
* | "Uploading... {percent}%" |
*
* @param {Admin_Media_UploadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_uploading: ((inputs: Admin_Media_UploadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_UploadingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_UploadingInputs = {
    percent: NonNullable<unknown>;
};
