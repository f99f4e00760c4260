/**
* | output |
* | --- |
* | "✅ Upload complete ({percent}%): “{title}” is in the library. The public pages update after the rebuild." |
*
* @param {Admin_Media_Upload_CompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_upload_complete: ((inputs: Admin_Media_Upload_CompleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Upload_CompleteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Upload_CompleteInputs = {
    percent: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
