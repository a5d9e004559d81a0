// The coach's CRUD of trainers and subscription plans (/api/admin/trainers, /api/admin/subscriptions).
import type { SubscriptionPlan, SubscriptionPlanBody, Trainer, TrainerBody } from '@rhythmfit/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getAdminTrainers = () => api.get<Trainer[]>('/api/admin/trainers');
export const saveTrainer = (body: TrainerBody, id?: number) =>
  id ? api.put<Trainer>(`/api/admin/trainers/${id}`, body) : api.post<Trainer>('/api/admin/trainers', body);
export const deleteTrainer = (id: number) => api.delete<{ message: string }>(`/api/admin/trainers/${id}`);

export const getAdminPlans = () => api.get<SubscriptionPlan[]>('/api/admin/subscriptions');
export const savePlan = (body: SubscriptionPlanBody, id?: number) =>
  id ? api.put<SubscriptionPlan>(`/api/admin/subscriptions/${id}`, body) : api.post<SubscriptionPlan>('/api/admin/subscriptions', body);
export const deletePlan = (id: number) => api.delete<{ message: string }>(`/api/admin/subscriptions/${id}`);

export function useAdminTrainers() {
  return useQuery({ queryKey: ['coaching', 'admin-trainers'], queryFn: getAdminTrainers });
}
export function useAdminPlans() {
  return useQuery({ queryKey: ['coaching', 'admin-plans'], queryFn: getAdminPlans });
}

export function useCatalogMutation<TArgs>(fn: (args: TArgs) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: ['coaching'] }) });
}
