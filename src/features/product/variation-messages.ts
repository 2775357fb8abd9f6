import type { VariationMessage } from '@domain/variations';
import { defineMessages } from '@shared/i18n/catalogue';

/** The message id of a variation message the domain decided on (variationFormView, resetSelection). */
export const variationMessageId = (message: VariationMessage): string => `product.variation.${message}`;

/**
 * Spec §8 'Variation and cart messages': the English wording is the spec's, exactly (the domain's
 * VARIATION_MESSAGES; a test keeps them equal).
 */
export const variationMessages = defineMessages({
  en: {
    'product.variation.noMatch': 'Sorry, no products matched your selection. Please choose a different combination.',
    'product.variation.selectOptions': 'Please select some product options before adding this product to your cart.',
    'product.variation.selectOption': 'Please select a product option before adding this product to your cart.',
    'product.variation.unavailable': 'Sorry, this product is unavailable. Please choose a different combination.',
    'product.variation.reset':
      'Your selection has been reset. Please select some product options before adding this product to your cart.',
  },
  fr: {
    'product.variation.noMatch':
      'Désolé, aucun produit ne correspond à votre sélection. Veuillez choisir une combinaison différente.',
    'product.variation.selectOptions':
      'Veuillez sélectionner des options du produit avant de l’ajouter à votre panier.',
    'product.variation.selectOption': 'Veuillez sélectionner une option du produit avant de l’ajouter à votre panier.',
    'product.variation.unavailable':
      'Désolé, ce produit n’est pas disponible. Veuillez choisir une combinaison différente.',
    'product.variation.reset':
      'Votre sélection a été réinitialisée. Veuillez sélectionner des options du produit avant de l’ajouter à votre panier.',
  },
  ar: {
    'product.variation.noMatch': 'عذرًا، لا توجد منتجات تطابق اختيارك. يُرجى اختيار تركيبة مختلفة.',
    'product.variation.selectOptions': 'يُرجى اختيار بعض خيارات المنتج قبل إضافته إلى سلة التسوق.',
    'product.variation.selectOption': 'يُرجى اختيار أحد خيارات المنتج قبل إضافته إلى سلة التسوق.',
    'product.variation.unavailable': 'عذرًا، هذا المنتج غير متوفر. يُرجى اختيار تركيبة مختلفة.',
    'product.variation.reset': 'تمت إعادة تعيين اختيارك. يُرجى اختيار بعض خيارات المنتج قبل إضافته إلى سلة التسوق.',
  },
});
