/**
* | n | output |
* | --- | --- |
* | "one" | "Deleted {count} file." |
* | "other" | "Deleted {count} files." |
*
* @param {Admin_Media_Bulk_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_bulk_deleted: ((inputs: Admin_Media_Bulk_DeletedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Bulk_DeletedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Bulk_DeletedInputs = {
    count: NonNullable<unknown>;
};
