/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Thing_Read_BibleInputs */

const en_home_thing_read_bible = /** @type {(inputs: Home_Thing_Read_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the Bible`)
};

const es_home_thing_read_bible = /** @type {(inputs: Home_Thing_Read_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee la Biblia`)
};

/**
* | output |
* | --- |
* | "Read the Bible" |
*
* @param {Home_Thing_Read_BibleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_read_bible = /** @type {((inputs?: Home_Thing_Read_BibleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Read_BibleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_thing_read_bible(inputs)
	return en_home_thing_read_bible(inputs)
});