/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_ReflectionInputs */

const en_devotionals_reflection = /** @type {(inputs: Devotionals_ReflectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reflection`)
};

const es_devotionals_reflection = /** @type {(inputs: Devotionals_ReflectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reflexión`)
};

/**
* | output |
* | --- |
* | "Reflection" |
*
* @param {Devotionals_ReflectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_reflection = /** @type {((inputs?: Devotionals_ReflectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_ReflectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_reflection(inputs)
	return en_devotionals_reflection(inputs)
});