/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Thing_Read_Bible_DetailInputs */

const en_home_thing_read_bible_detail = /** @type {(inputs: Home_Thing_Read_Bible_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick up where you like. Tap a hard word to see what it means.`)
};

const es_home_thing_read_bible_detail = /** @type {(inputs: Home_Thing_Read_Bible_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza donde quieras. Toca una palabra difícil para ver qué significa.`)
};

/**
* | output |
* | --- |
* | "Pick up where you like. Tap a hard word to see what it means." |
*
* @param {Home_Thing_Read_Bible_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_read_bible_detail = /** @type {((inputs?: Home_Thing_Read_Bible_DetailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Read_Bible_DetailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_thing_read_bible_detail(inputs)
	return en_home_thing_read_bible_detail(inputs)
});