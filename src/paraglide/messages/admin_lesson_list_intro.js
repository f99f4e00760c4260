/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lesson_List_IntroInputs */

const en_admin_lesson_list_intro = /** @type {(inputs: Admin_Lesson_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans open lessons in this order: basic opens the first one, premium opens all.`)
};

const es_admin_lesson_list_intro = /** @type {(inputs: Admin_Lesson_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los planes abren las lecciones en este orden, en cada idioma: el básico abre la primera y el premium todas.`)
};

/**
* | output |
* | --- |
* | "Plans open lessons in this order: basic opens the first one, premium opens all." |
*
* @param {Admin_Lesson_List_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_list_intro = /** @type {((inputs?: Admin_Lesson_List_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lesson_List_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lesson_list_intro(inputs)
	return en_admin_lesson_list_intro(inputs)
});