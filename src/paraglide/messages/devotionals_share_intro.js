/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Devotionals_Share_IntroInputs */

const en_devotionals_share_intro = /** @type {(inputs: Devotionals_Share_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Share “${i?.title}” with your friends and family.`)
};

const es_devotionals_share_intro = /** @type {(inputs: Devotionals_Share_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comparte «${i?.title}» con tus amigos y tu familia.`)
};

/**
* | output |
* | --- |
* | "Share “{title}” with your friends and family." |
*
* @param {Devotionals_Share_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_share_intro = /** @type {((inputs: Devotionals_Share_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Share_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_share_intro(inputs)
	return en_devotionals_share_intro(inputs)
});