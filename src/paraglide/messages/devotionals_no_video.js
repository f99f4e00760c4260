/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_No_VideoInputs */

const en_devotionals_no_video = /** @type {(inputs: Devotionals_No_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser does not support the video tag.`)
};

const es_devotionals_no_video = /** @type {(inputs: Devotionals_No_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu navegador no puede mostrar este video.`)
};

/**
* | output |
* | --- |
* | "Your browser does not support the video tag." |
*
* @param {Devotionals_No_VideoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_no_video = /** @type {((inputs?: Devotionals_No_VideoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_No_VideoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_no_video(inputs)
	return en_devotionals_no_video(inputs)
});