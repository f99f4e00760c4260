/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Video_LibraryInputs */

const en_home_video_library = /** @type {(inputs: Home_Video_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video library`)
};

const es_home_video_library = /** @type {(inputs: Home_Video_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Videoteca`)
};

/**
* | output |
* | --- |
* | "Video library" |
*
* @param {Home_Video_LibraryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_video_library = /** @type {((inputs?: Home_Video_LibraryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Video_LibraryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_video_library(inputs)
	return en_home_video_library(inputs)
});