/**
* | n | output |
* | --- | --- |
* | "one" | "Delete {count} selected file? This cannot be undone." |
* | "other" | "Delete {count} selected files? This cannot be undone." |
*
* @param {Admin_Media_Confirm_BulkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_confirm_bulk: ((inputs: Admin_Media_Confirm_BulkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Confirm_BulkInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Confirm_BulkInputs = {
    count: NonNullable<unknown>;
};
