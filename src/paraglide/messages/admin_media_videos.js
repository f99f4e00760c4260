/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_VideosInputs */

const en_admin_media_videos = /** @type {(inputs: Admin_Media_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Videos`)
};

const es_admin_media_videos = /** @type {(inputs: Admin_Media_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vídeos`)
};

/**
* | output |
* | --- |
* | "Videos" |
*
* @param {Admin_Media_VideosInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_videos = /** @type {((inputs?: Admin_Media_VideosInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_VideosInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_videos(inputs)
	return en_admin_media_videos(inputs)
});